/** Sign-out (spec 4): POST only; a GET shows a confirmation, so another site's link cannot sign a person out. */
import { Form, href, redirect } from "react-router";
import { AuthCard } from "~/components/layout/auth-card";
import { Button } from "~/components/ui/button";
import { requestStateContext } from "~/web/context.server";
import { pageMeta } from "~/web/meta";
import { withOrganization } from "~/web/organization";
import { signOutRedirect } from "~/web/sign-out.server";
import type { Route } from "./+types/logout";

export const meta = () => pageMeta("Sair");

export async function action({ request, context }: Route.ActionArgs) {
  throw await signOutRedirect(
    request,
    context.get(requestStateContext).session,
    withOrganization(href("/auth/login"), new URL(request.url).search),
  );
}

export function loader({ context }: Route.LoaderArgs) {
  if (!context.get(requestStateContext).user) throw redirect(href("/auth/login"));
  return null;
}

export default function Logout() {
  return (
    <AuthCard title="Sair da conta">
      <Form method="post" className="mt-4">
        <Button type="submit" className="w-full">
          Sair
        </Button>
      </Form>
    </AuthCard>
  );
}
