/**
 * The bar chart's geometry in em of its font (it grows with the reader's text size), apart from the
 * chart's chunk so the page can reserve its height while the chunk loads: a row is a label line and a
 * bar; the longest bar takes BAR_SHARE % of the width, which leaves room for its amount at 375 px.
 */
export const ROW_EM = 3.4;
export const BAR_SHARE = 72;

export const chartHeight = (bars: number) => `${bars * ROW_EM}em`;
