/** /landing (spec 2.2): the product's page for the address's organization, served without JavaScript (docs/decisions/0027-landing.md). */
import { data } from "react-router";
import { LandingPage, type LandingLinks } from "~/components/landing/landing-page";
import { landingContent } from "~/components/landing/landing-content";
import { DEFAULT_ORGANIZATION_SLUG } from "~/config/organizations";
import { requestStateContext } from "~/web/context.server";
import { pageMeta } from "~/web/meta";
import { withOrganization } from "~/web/organization";
import type { DocumentHandle } from "~/root";
import type { Route } from "./+types/landing";

export const handle: DocumentHandle = { hydrate: false };

const PREVIEW_IMAGE = { path: "/og-image.png", width: 1200, height: 630 };

export function loader({ request, context }: Route.LoaderArgs) {
  const { user, organization } = context.get(requestStateContext);
  if (!organization.exists) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const contact = `/contato?organization=${encodeURIComponent(organization.slug)}`;
  const links: LandingLinks = user
    ? { home: "/", contact }
    : { login: withOrganization("/auth/login", url.search), register: withOrganization("/auth/register", url.search), contact };
  return {
    name: organization.displayName,
    content: landingContent(organization.displayName, organization.slug === DEFAULT_ORGANIZATION_SLUG),
    links,
    canonical: new URL(withOrganization("/landing", url.search), url.origin).href,
    image: new URL(PREVIEW_IMAGE.path, url.origin).href,
  };
}

export const meta: Route.MetaFunction = ({ data: page }) => {
  if (!page) return pageMeta("Página não encontrada");
  const { content, name, canonical, image } = page;
  return [
    { title: content.headline },
    { name: "description", content: content.description },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:type", content: "website" },
    { property: "og:locale", content: "pt_BR" },
    { property: "og:site_name", content: name },
    { property: "og:title", content: content.headline },
    { property: "og:description", content: content.description },
    { property: "og:url", content: canonical },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(PREVIEW_IMAGE.width) },
    { property: "og:image:height", content: String(PREVIEW_IMAGE.height) },
    { property: "og:image:alt", content: content.headline },
    { name: "twitter:card", content: "summary_large_image" },
  ];
};

export default function Landing({ loaderData }: Route.ComponentProps) {
  return <LandingPage name={loaderData.name} content={loaderData.content} links={loaderData.links} />;
}
