// The one inline script of a page drawn on the server (decision 024). The page is whole without
// JavaScript, so the app's code is asked for only once the page has painted: on a phone's network the
// first paint and the product pictures then get the bandwidth first, instead of ~200 KB of scripts the
// browser would otherwise fetch at high priority before showing anything. `data-modules` lists the
// entry, then the chunks it, its boot stages and the page import: all are preloaded (a few per task), so
// the entry's imports are not a second round trip. A tab opened in the background never paints (no animation frames), so
// the code is also asked for after half a second. The entry's script comes after the preloads.
import { createHash } from 'node:crypto';

/**
 * Adding a preload link costs a phone a few milliseconds (measured ~3 ms each at Lighthouse's 4x CPU
 * slowdown): twenty-odd in one task were a long task of their own. Batches of this many, one task each.
 */
const PRELOADS_PER_TASK = 6;

export const APP_LOADER_SCRIPT =
  '(function(s){var done=false;function load(){if(done)return;done=true;' +
  "var m=s.getAttribute('data-modules').split(' '),i=1;" +
  'function batch(){for(var n=0;n<' +
  PRELOADS_PER_TASK +
  '&&i<m.length;n++,i++){' +
  "var l=document.createElement('link');l.rel='modulepreload';" +
  "l.crossOrigin='';l.href=m[i];document.head.appendChild(l)}" +
  'if(i<m.length){setTimeout(batch,0);return}' +
  "var e=document.createElement('script');e.type='module';e.crossOrigin='';" +
  'e.src=m[0];document.head.appendChild(e)}batch()}' +
  'requestAnimationFrame(function(){setTimeout(load,0)});setTimeout(load,500)})(document.currentScript)';

/** The script's hash for the CSP's script-src, which otherwise allows no inline script. */
export const APP_LOADER_CSP_SOURCE = `'sha256-${createHash('sha256').update(APP_LOADER_SCRIPT).digest('base64')}'`;
