/** The options of a filter's select: "no filter" first (value ""), then the choices, under an optgroup when they carry a group (categories under Receitas / Despesas). */
export interface FilterOption {
  value: string;
  label: string;
  group?: string;
}

/** `any`: what "no filter" reads as ("Todas as contas"). */
export function SelectOptions({ any, options }: { any: string; options: FilterOption[] }) {
  const groups = [...new Set(options.map((option) => option.group))];
  const inGroup = (group: string | undefined) =>
    options
      .filter((option) => option.group === group)
      .map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ));
  return (
    <>
      <option value="">{any}</option>
      {groups.map((group) =>
        group === undefined ? (
          inGroup(undefined)
        ) : (
          <optgroup key={group} label={group}>
            {inGroup(group)}
          </optgroup>
        ),
      )}
    </>
  );
}
