// The products module's public face: the one place that writes a product's stock, inside the caller's
// transaction (decision 037). The catalogue reads products; other product writes move here in turn.
export { returnStock, setStock, takeStock } from './product-stock.js';
