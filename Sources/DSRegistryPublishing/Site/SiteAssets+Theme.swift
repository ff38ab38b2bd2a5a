import DSRegistryCodeConnect
import DSRegistryCore
import DSRegistryQueries
import DSRegistryRestructure
import DSRegistryStore
import DSRegistryTokens

extension SiteAssets {
    /// Every page's theme: loaded in the head, before the page paints, it applies the scheme the
    /// toggle stored (`localStorage`, key `dsreg-theme`), else leaves the system's preference to
    /// the stylesheet; then it shows the toggle (hidden without script) and keeps it in step.
    static let theme = """
        (function () {
          "use strict";
          var root = document.documentElement;
          var stored = null;
          try { stored = window.localStorage.getItem("dsreg-theme"); } catch (ignored) { stored = null; }
          if (stored === "dark" || stored === "light") { root.dataset.theme = stored; }
          function dark() {
            return root.dataset.theme ? root.dataset.theme === "dark" : window.matchMedia("(prefers-color-scheme: dark)").matches;
          }
          document.addEventListener("DOMContentLoaded", function () {
            var button = document.getElementById("theme-toggle");
            if (!button) { return; }
            button.hidden = false;
            button.setAttribute("aria-pressed", String(dark()));
            button.addEventListener("click", function () {
              root.dataset.theme = dark() ? "light" : "dark";
              try { window.localStorage.setItem("dsreg-theme", root.dataset.theme); } catch (ignored) { /* kept for this page only */ }
              button.setAttribute("aria-pressed", String(dark()));
            });
          });
        })();

        """
}
