import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { LOCALE } from '@/lib/format';
import { useMoney } from '@/lib/money-context';
import { formatDay, type DayRevenue } from '../revenue-series';

export interface RevenueChartProps {
  days: DayRevenue[];
}

/**
 * Revenue per day as bars (recharts). Loaded on its own (React.lazy from Dashboard), so only the
 * admin's dashboard downloads the chart library. Purely visual: Dashboard gives screen readers the
 * same figures as a table.
 */
export function RevenueChart({ days }: RevenueChartProps) {
  const money = useMoney();
  const axisMoney = new Intl.NumberFormat(LOCALE, {
    style: 'currency',
    currency: money.currency,
    notation: 'compact',
    maximumFractionDigits: 1,
  });

  return (
    <ResponsiveContainer width="100%" height={260} initialDimension={{ width: 320, height: 260 }}>
      <BarChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid vertical={false} stroke="#e2e8f0" />
        <XAxis
          dataKey="date"
          tickFormatter={formatDay}
          tick={{ fill: '#475569', fontSize: 12 }}
          tickLine={false}
          axisLine={{ stroke: '#cbd5e1' }}
          minTickGap={24}
        />
        <YAxis
          tickFormatter={(value: number) => axisMoney.format(value)}
          tick={{ fill: '#475569', fontSize: 12 }}
          tickLine={false}
          axisLine={false}
          width={56}
          allowDecimals={false}
        />
        <Tooltip
          cursor={{ fill: '#eef2ff' }}
          labelFormatter={(label) => formatDay(String(label))}
          formatter={(value, _name, item) => {
            const orders = (item?.payload as DayRevenue | undefined)?.orders ?? 0;
            return [`${money.format(Number(value))} (${orders} ${orders === 1 ? 'order' : 'orders'})`, 'Revenue'];
          }}
        />
        <Bar dataKey="revenue" fill="#4f46e5" radius={[4, 4, 0, 0]} maxBarSize={28} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
