/** The debug tabs' tables: small rows in a framed box of 60 % of the screen's height. */
export const debugTable = {
  size: 'sm',
  hover: true,
  className: 'mb-0 small align-middle',
  maxHeight: '60vh',
  framed: true,
} as const;
