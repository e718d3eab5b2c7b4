/** The height of a chart of `bars` bars laid across (the chart and its placeholder alike). */
export const acrossHeight = (bars: number) => Math.max(160, bars * 34 + 24);
