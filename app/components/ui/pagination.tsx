import { Link } from "react-router";

export function Pagination({ page, totalPages, href }: { page: number; totalPages: number; href: (page: number) => string }) {
  if (totalPages <= 1) return null;
  const link = "text-(--primary-text) hover:underline";
  return (
    <nav aria-label="Paginação" className="mt-4 flex items-center justify-between text-sm">
      {page > 1 ? (
        <Link to={href(page - 1)} className={link}>
          Anterior
        </Link>
      ) : (
        <span />
      )}
      <span className="text-(--text-muted)">
        Página {page} de {totalPages}
      </span>
      {page < totalPages ? (
        <Link to={href(page + 1)} className={link}>
          Próxima
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
