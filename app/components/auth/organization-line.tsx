/** What an auth card says of the organization (spec 4): its name, nothing (null) when the address names none, or 'Organização não encontrada.' when it names one that does not exist. */
export function organizationLine({ name, exists }: { name: string | null; exists: boolean }): React.ReactNode {
  if (!exists) return <span className="font-medium text-(--danger-color)">Organização não encontrada.</span>;
  if (!name) return null;
  return (
    <>
      Organização: <strong>{name}</strong>
    </>
  );
}
