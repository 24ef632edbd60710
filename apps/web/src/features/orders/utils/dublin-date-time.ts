import { formatDublinDate, formatDublinTime12h } from '@tiffin/core';

/** 'dd Mon yyyy, h:mm AM', Dublin time (the spec's date and 12-hour time). */
export function dublinDateTime(iso: string): string {
  const instant = new Date(iso);
  return `${formatDublinDate(instant)}, ${formatDublinTime12h(instant)}`;
}
