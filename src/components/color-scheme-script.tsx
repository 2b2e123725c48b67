// The colour scheme's storage key and page attribute, shared by the toggle and the script below; Mantine's own, so
// its components and providers read the same choice.
export const COLOR_SCHEME_KEY = 'mantine-color-scheme-value';
export const COLOR_SCHEME_ATTRIBUTE = 'data-mantine-color-scheme';

const script = `try{var s=localStorage.getItem(${JSON.stringify(COLOR_SCHEME_KEY)});document.documentElement.setAttribute(${JSON.stringify(COLOR_SCHEME_ATTRIBUTE)},s==="dark"?"dark":"light")}catch(e){}`;

/**
 * Sets the page's colour scheme before the first paint: light unless the shopper chose dark (spec section 4). It does
 * what Mantine's ColorSchemeScript does, as a server component: Mantine's is a client component, shipped to every
 * page for a script that runs before any of them.
 */
export function ColorSchemeScript() {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script, made of the two constants above.
  return <script data-mantine-script dangerouslySetInnerHTML={{ __html: script }} />;
}
