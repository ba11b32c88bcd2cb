import {
  type CartItemInput,
  CreateEmptyCartDocument,
  EarlyAddToCartDocument,
} from '../../../generated/graphql/graphql';
import { STORAGE_KEYS } from '../storage/keys';

/**
 * Taps that come before the page's scripts run (on a slow phone the page is painted seconds before
 * it is hydrated) work on the first controls a shopper reaches for. Such a control carries
 * `data-early-tap="<name>"`, and earlyTapScript(), inline in the head, handles a tap on it until
 * hydration starts, in one of three ways:
 *
 * - a disclosure (`data-early-open`: the phone's menu and search, a menu dropdown, the filters)
 *   opens its region at once: the script sets the button's `aria-expanded` and the region's
 *   `data-open` (or, with `data-early-open="hidden"`, its `hidden`), as React renders them;
 * - add to cart (`data-early-add`: the items the page's first state adds, as JSON) is sent at once
 *   for a guest: the stored cart, or a new one, gets the items through the shop's /graphql, the
 *   button shows busy, and the page finishes the add once live (takeEarlyAdd);
 * - any other control (or add to cart for a logged-in customer) is noted and clicked once when the
 *   page is live (replayEarlyTap), the last one tapped.
 *
 * Once live, every disclosure left open is clicked too, so that React's state follows: the server
 * renders them all closed, so an open one is the script's.
 *
 * From the start of hydration on, React itself handles a tap (it hydrates the tapped part first).
 * The script is written by hand, small and without a build step, because it must run before any
 * module has loaded; the documents it sends are the codegen ones, so deployments that allow-list
 * the storefront's operations know them.
 */
export const EARLY_TAP_ATTRIBUTE = 'data-early-tap';

/** The head script's text: for the server's html only (the client's bundle need not carry it). */
export function earlyTapScript(): string {
  return `(function(d){
var A=${JSON.stringify(EARLY_TAP_ATTRIBUTE)},CART=${JSON.stringify(STORAGE_KEYS.cartToken)},USER=${JSON.stringify(STORAGE_KEYS.userToken)};
function stored(key){try{var v=JSON.parse(localStorage.getItem(key)||'null');return v&&v.state&&v.state.token}catch(e){}}
function call(store,query,variables){return fetch('/graphql',{method:'POST',headers:{'Content-Type':'application/json',Accept:'application/json',Store:store},body:JSON.stringify({query:query,variables:variables})}).then(function(r){return r.json()}).then(function(b){if(!b.data||b.errors&&b.errors.length)throw new Error('early add failed');return b.data})}
function add(t,items){var q=d.getElementById(t.getAttribute('data-early-quantity')||''),n=q&&Math.floor(q.valueAsNumber),store=t.getAttribute('data-store')||'',cart=stored(CART);
if(n>=1)items.forEach(function(i){i.quantity=n});
t.setAttribute('aria-busy','true');
var answer=(cart?Promise.resolve(cart):call(store,${JSON.stringify(CreateEmptyCartDocument.toString())}).then(function(x){try{localStorage.setItem(CART,JSON.stringify({state:{token:x.createEmptyCart},version:0}))}catch(e){}return x.createEmptyCart})).then(function(id){return call(store,${JSON.stringify(EarlyAddToCartDocument.toString())},{cartId:id,cartItems:items}).then(function(x){return{cartId:id,userErrors:x.addProductsToCart.user_errors}})});
answer.catch(function(){});d.earlyAdd={control:t,items:items,answer:answer}}
d.addEventListener('click',function(e){if(d.documentElement.dataset.hydrated)return;
var t=e.target&&e.target.closest&&e.target.closest('['+A+']');if(!t)return;
var name=t.getAttribute(A),region=d.getElementById(t.getAttribute('aria-controls')||''),items=t.getAttribute('data-early-add');
if(region&&t.hasAttribute('data-early-open')){var open=t.getAttribute('aria-expanded')!=='true';t.setAttribute('aria-expanded',open);if(t.getAttribute('data-early-open')==='hidden')region.hidden=!open;else region.setAttribute('data-open',open);return}
if(items&&!stored(USER)){if(!d.earlyAdd)add(t,JSON.parse(items));return}
d.earlyTap=name},true)})(document)`;
}

/** What the shop answered to an add sent before hydration. */
export interface EarlyAddAnswer {
  cartId: string;
  userErrors: ReadonlyArray<{ code: string; message: string }>;
}

/** An add to cart the head script sent before hydration: the control, the items, the answer to come. */
export interface EarlyAdd {
  control: HTMLElement;
  items: CartItemInput[];
  /** Rejects when the add got no answer or an error (then nothing was added). */
  answer: Promise<EarlyAddAnswer>;
}

declare global {
  interface Document {
    earlyTap?: string | undefined;
    earlyAdd?: EarlyAdd | undefined;
  }
}

/**
 * Clicks what was tapped before hydration, once: the disclosures the head script opened (in the
 * page's order: the phone menu before a dropdown inside it), then the last other control. Call
 * when the page has hydrated.
 */
export function replayEarlyTap(): void {
  for (const opened of document.querySelectorAll<HTMLElement>(
    `[${EARLY_TAP_ATTRIBUTE}][data-early-open][aria-expanded="true"]`,
  ))
    opened.click();
  const name = document.earlyTap;
  document.earlyTap = undefined;
  if (!name) return;
  const controls = document.querySelectorAll<HTMLElement>(`[${EARLY_TAP_ATTRIBUTE}]`);
  [...controls].find((control) => control.getAttribute(EARLY_TAP_ATTRIBUTE) === name)?.click();
}

/** The add to cart sent before hydration, once (undefined when there was none). */
export function takeEarlyAdd(): EarlyAdd | undefined {
  const early = typeof document === 'undefined' ? undefined : document.earlyAdd;
  if (early) document.earlyAdd = undefined;
  return early;
}
