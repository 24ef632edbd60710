import { MinusIcon } from './icons/minus-icon';
import { PlusIcon } from './icons/plus-icon';

type QuantityStepperProps = {
  value: number;
  onChange: (next: number) => void;
  /** The lowest value − reaches; below it the button says so and does nothing. */
  min?: number;
  /** The highest value + reaches (none when undefined); at it, + says so and does nothing. */
  max?: number | undefined;
  /** Names the group (and the number in it), e.g. 'Quantity'. */
  label: string;
  decreaseLabel: string;
  increaseLabel: string;
  size?: 'md' | 'sm';
  className?: string;
};

const sizes = {
  md: { button: 'size-11', value: 'min-w-10 text-base', icon: 'size-5' },
  sm: { button: 'size-11 sm:size-9', value: 'min-w-7 text-sm', icon: 'size-4' },
} as const;

/**
 * − n + for a quantity. At the minimum, − is `aria-disabled` rather than disabled (and + at the
 * maximum), so a keyboard user pressing it stays on it instead of losing focus to the page.
 */
export function QuantityStepper({
  value,
  onChange,
  min = 1,
  max,
  label,
  decreaseLabel,
  increaseLabel,
  size = 'md',
  className = '',
}: QuantityStepperProps) {
  const atMinimum = value <= min;
  const atMaximum = max !== undefined && value >= max;
  const classes = sizes[size];
  const button = `inline-flex ${classes.button} shrink-0 items-center justify-center rounded-full border border-line bg-white text-ink hover:border-saffron hover:text-saffron-dark aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:hover:border-line aria-disabled:hover:text-ink`;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would add a legend box; a named group says the same
    <div role="group" aria-label={label} className={`inline-flex items-center gap-1 ${className}`}>
      <button
        type="button"
        aria-label={decreaseLabel}
        aria-disabled={atMinimum || undefined}
        onClick={() => {
          if (!atMinimum) onChange(value - 1);
        }}
        className={button}
      >
        <MinusIcon className={classes.icon} />
      </button>
      <output aria-live="polite" className={`${classes.value} text-center font-semibold tabular-nums`}>
        {value}
      </output>
      <button
        type="button"
        aria-label={increaseLabel}
        aria-disabled={atMaximum || undefined}
        onClick={() => {
          if (!atMaximum) onChange(value + 1);
        }}
        className={button}
      >
        <PlusIcon className={classes.icon} />
      </button>
    </div>
  );
}
