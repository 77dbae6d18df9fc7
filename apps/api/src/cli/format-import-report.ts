import type { ImportReport } from '../modules/properties/index.ts';

const n = (value: number) => value.toLocaleString('en-US');

/** The report printed at the end of an import (format in docs/data-import.md). */
export function formatImportReport(report: ImportReport): string {
  const width = Math.max(
    ...[report.read, report.inserted, report.updated, report.rejected].map((v) => n(v).length),
  );
  const line = (label: string, value: number) => `  ${label.padEnd(11)}${n(value).padStart(width)}`;
  const seconds = report.elapsedMs / 1000;
  const out = [
    `Imported ${report.kind} for ${report.municipalityKey} from ${report.file}`,
    line('rows read', report.read),
    line('inserted', report.inserted),
    line('updated', report.updated),
    line('rejected', report.rejected),
  ];
  if (report.ignoredColumns.length > 0)
    out.push(`Ignored columns: ${report.ignoredColumns.join(', ')}`);
  if (report.rejected > 0) {
    out.push('Rejected rows:');
    for (const r of report.rejections) out.push(`  line ${r.line}: ${r.reason}`);
    const more = report.rejected - report.rejections.length;
    if (more > 0) out.push(`  ... and ${n(more)} more`);
  }
  const rate = seconds > 0 ? Math.round(report.read / seconds) : report.read;
  out.push(`Done in ${seconds.toFixed(1)} s (${n(rate)} rows/s)`);
  return `${out.join('\n')}\n`;
}
