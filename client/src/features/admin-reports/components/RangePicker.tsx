import { inputClasses } from '@/components/FormField';
import { PRESETS, presetOf, presetRange, type PresetId, type ReportRange } from '../report-range';
import { ToggleGroup } from './ToggleGroup';

export interface RangePickerProps {
  range: ReportRange;
  /** What is wrong with the range, shown under the dates. */
  problem: string | undefined;
  onChange: (range: ReportRange) => void;
}

/** The report's days: a preset (last 30 days, this month, this year) or any From and To (UTC days). */
export function RangePicker({ range, problem, onChange }: RangePickerProps) {
  const preset = presetOf(range);
  return (
    <section aria-label="Date range" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-end gap-4">
        <ToggleGroup<PresetId>
          label="Preset ranges"
          options={PRESETS.map(({ id, label }) => ({ value: id, label }))}
          value={preset}
          onChange={(id) => onChange(presetRange(id))}
        />
        <div className="flex flex-wrap gap-3">
          <label className="block text-sm font-medium text-slate-700">
            From
            <input
              type="date"
              value={range.from}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? 'report-range-problem' : undefined}
              onChange={(event) => onChange({ ...range, from: event.target.value })}
              className={`${inputClasses} mt-1`}
            />
          </label>
          <label className="block text-sm font-medium text-slate-700">
            To
            <input
              type="date"
              value={range.to}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? 'report-range-problem' : undefined}
              onChange={(event) => onChange({ ...range, to: event.target.value })}
              className={`${inputClasses} mt-1`}
            />
          </label>
        </div>
      </div>
      <p className="mt-2 text-xs text-slate-600">Days in UTC, both included. Cancelled orders are left out.</p>
      {problem && (
        <p id="report-range-problem" role="alert" className="mt-2 text-sm font-medium text-red-700">
          {problem}
        </p>
      )}
    </section>
  );
}
