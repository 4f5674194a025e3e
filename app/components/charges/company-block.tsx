/** The company that charges or sells, as on a charge page or a sale's print view: its name and the lines filled in. */
export function CompanyBlock({
  company,
  headingLevel = 2,
}: {
  company: { name: string; lines: string[] };
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? "h1" : "p";
  return (
    <div className="space-y-0.5">
      <Heading className="text-xl font-semibold">{company.name}</Heading>
      {company.lines.map((line) => (
        <p key={line} className="text-sm text-gray-700">
          {line}
        </p>
      ))}
    </div>
  );
}
