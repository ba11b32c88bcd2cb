/** What other modules use of the stock alerts: checkout calls this when stock comes back. */
export { sendBackInStockAlerts } from './alerts.js';
