/**
 * Marks `<html data-app>` before the first paint inside the native app (its webview injects `ReactNativeWebView`
 * before the page's scripts run), so what makes no sense there (the app download block, the home page's app card)
 * is never painted, rather than hidden once the page hydrates (ShellProvider keeps the attribute after that).
 */
const SCRIPT = `try{if(window.ReactNativeWebView)document.documentElement.setAttribute('data-app','')}catch(e){}`;

export function AppFlagScript() {
  return <script dangerouslySetInnerHTML={{ __html: SCRIPT }} />;
}
