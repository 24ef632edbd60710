/**
 * The reasons a member picks with one tap (a cancel's, a refund's), each a 44 px pill; the chosen
 * one pressed. The text area beside it still takes any other reason.
 */
export function ReasonPresets({
  presets,
  value,
  onChoose,
}: {
  presets: readonly string[];
  value: string;
  onChoose: (reason: string) => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      {presets.map((preset) => (
        <button
          key={preset}
          type="button"
          aria-pressed={value === preset}
          onClick={() => onChoose(preset)}
          className="min-h-11 rounded-full border border-line px-3 text-left text-sm aria-pressed:border-saffron aria-pressed:bg-saffron-soft"
        >
          {preset}
        </button>
      ))}
    </div>
  );
}
