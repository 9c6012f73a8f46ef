// The one inline script of a page drawn on the server (decision 024). The page is whole without
// JavaScript, so the app's code is asked for only once the page has painted: on a phone's network the
// first paint and the product pictures then get the bandwidth first, instead of ~200 KB of scripts the
// browser would otherwise fetch at high priority before showing anything. `data-modules` lists the
// entry, then the chunks it and the page import: they are all preloaded at once, so the entry's imports
// are not a second round trip. A tab opened in the background never paints (no animation frames), so
// the code is also asked for after half a second.
import { createHash } from 'node:crypto';

export const APP_LOADER_SCRIPT =
  '(function(s){var done=false;function load(){if(done)return;done=true;' +
  "var m=s.getAttribute('data-modules').split(' ');" +
  "for(var i=1;i<m.length;i++){var l=document.createElement('link');l.rel='modulepreload';" +
  "l.crossOrigin='';l.href=m[i];document.head.appendChild(l)}" +
  "var e=document.createElement('script');e.type='module';e.crossOrigin='';" +
  'e.src=m[0];document.head.appendChild(e)}' +
  'requestAnimationFrame(function(){setTimeout(load,0)});setTimeout(load,500)})(document.currentScript)';

/** The script's hash for the CSP's script-src, which otherwise allows no inline script. */
export const APP_LOADER_CSP_SOURCE = `'sha256-${createHash('sha256').update(APP_LOADER_SCRIPT).digest('base64')}'`;
