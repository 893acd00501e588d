/** Marks a deferred block whose code the visitor has reached for (a tap, a focus). */
export const WANTED_ATTR = 'data-wanted';
/** Fired on a deferred block's wrapper when the visitor reaches for it. */
export const WANT_EVENT = 'defer-want';
/** Set on <html> once the app handles events, and on each deferred block once it does. */
export const HYDRATED_ATTR = 'data-hydrated';
/** Marks a number that counts up (AnimatedNumber). */
export const COUNTER_ATTR = 'data-counter';
/** Where the early-taps script found a counter at first paint: `on-screen` or `off-screen`. */
export const FIRST_PAINT_ATTR = 'data-first-paint';

/**
 * Runs at the end of <body>, before any of the app's code. The page is complete HTML but its
 * buttons only work once React handles them: until then a tap on a button is held (default
 * and propagation stopped), the deferred block around it is asked to load (WANT_EVENT), and the
 * tap is replayed with `click()` as soon as the app and that block have hydrated. Links, form
 * submits, `<summary>` and platform invokers (`commandfor`) work natively and are left alone,
 * unless an invoker's target is missing: React drops a block's server HTML when a client-side
 * navigation reaches it before its code, and the block comes back once the code is here; a
 * tap meanwhile is held until the target exists again.
 * Focus and hover that began before hydration are announced again (`focusin`, `pointerover`)
 * once the block has hydrated, so hover- and focus-driven blocks catch up.
 * It also notes which counters were on screen at first paint (FIRST_PAINT_ATTR): those are
 * not counted up later, all others are when reached.
 */
export const earlyTapsScript = `(function(d){var h=d.documentElement,q=[],over=null,R=null,H='${HYDRATED_ATTR}';
function block(e){return e.closest('[data-defer]')}
function pending(e){var c=e.getAttribute('commandfor'),b=block(e);if(c)return !d.getElementById(c);return !h.hasAttribute(H)||(b&&!b.hasAttribute(H))}
function want(e){var b=e&&e.closest&&block(e);if(b&&!b.hasAttribute(H)&&!b.hasAttribute('${WANTED_ATTR}')){b.setAttribute('${WANTED_ATTR}','');b.dispatchEvent(new Event('${WANT_EVENT}'))}}
function fire(e,t,C){e.dispatchEvent(new C(t,{bubbles:true,pointerType:'mouse'}))}
function hydrated(b){var a=d.activeElement;if(a&&a!==d.body&&b.contains(a)&&!pending(a))fire(a,'focusin',FocusEvent);
if(over&&b.contains(over)&&!pending(over)&&over.matches(':hover')){fire(over,'pointerover',PointerEvent);fire(over,'mouseover',MouseEvent)}}
function flush(){q=q.filter(function(e){if(pending(e))return true;if(e.isConnected){R=e;e.click();R=null}return false})}
d.addEventListener('pointerdown',function(e){want(e.target)},true);
d.addEventListener('focusin',function(e){want(e.target)},true);
d.addEventListener('pointerover',function(e){if(e.target.closest&&pending(e.target))over=e.target},true);
d.addEventListener('click',function(e){var t=e.target.closest&&e.target.closest('button');
if(!t||t===R||t.type==='submit'||!pending(t))return;
e.preventDefault();e.stopImmediatePropagation();want(t);if(q.indexOf(t)<0)q.push(t)},true);
new MutationObserver(function(m){m.forEach(function(r){if(r.target.hasAttribute(H))hydrated(r.target===h?d.body:r.target)});if(q.length)flush()}).observe(h,{subtree:true,attributes:true,attributeFilter:[H]});
var v=innerHeight;d.querySelectorAll('[${COUNTER_ATTR}]').forEach(function(e){e.setAttribute('${FIRST_PAINT_ATTR}',e.getBoundingClientRect().top<v?'on-screen':'off-screen')})
})(document)`;
