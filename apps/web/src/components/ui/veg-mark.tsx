/** The green square-and-dot mark Indian menus use for vegetarian dishes; `label` names it. */
export function VegMark({ label }: { label: string }) {
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      className="mr-2 inline-flex size-4 shrink-0 translate-y-0.5 items-center justify-center rounded-sm border-2 border-chutney align-baseline"
    >
      <span className="size-1.5 rounded-full bg-chutney" />
    </span>
  );
}
