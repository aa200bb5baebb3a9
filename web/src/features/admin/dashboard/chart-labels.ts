// The sales chart's axis labels, as an Indian shop reads them: "27 Oct" (uPlot's default is the US "10/27") and
// "₹1,23,456", with dates taken in the shop's time zone whatever the viewer's.

const DAY = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'Asia/Kolkata' });

/** An x-axis tick (seconds since the epoch, as uPlot gives them) as the IST day it falls on. */
export function chartDayLabel(seconds: number): string {
  return DAY.format(new Date(seconds * 1000));
}

/** A y-axis tick in rupees, with Indian digit grouping. */
export function chartRupees(rupees: number): string {
  return `₹${rupees.toLocaleString('en-IN')}`;
}
