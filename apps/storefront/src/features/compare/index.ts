// Product comparison: the compare page, the header's link with the count and the toggle the product
// card shows (the compare list itself stays in this browser).
export { CompareLink } from './CompareLink';
export { ComparePage } from './ComparePage';
export { CompareToggleButton } from './CompareToggleButton';
