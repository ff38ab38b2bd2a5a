import DSRegistryCodeConnect
import DSRegistryCore
import DSRegistryQueries
import DSRegistryRestructure
import DSRegistryStore
import DSRegistryTokens

/// The site's one stylesheet and its one small script. Light colours: every status is a word
/// and a symbol on a pale background with dark text (contrast above 7:1, WCAG AA needs 4.5:1);
/// links are #0b57d0 on white (5.9:1). The print stylesheet drops navigation and filters and
/// keeps the tables whole.
enum SiteAssets {
    /// The dark scheme's colours: light text on dark grey (above 12:1), statuses as light text on
    /// deep colours (above 7:1).
    static let dark = "--text: #e8eaed; --muted: #aab2bf; --line: #4a5261; --link: #8ab4f8; --bg: #16191e; --soft: #222831; "
        + "--focus: #8ab4f8; --st-text: #f1f3f5; --st-green: #1e5a3a; --st-yellow: #5c4b0e; --st-red: #7a2828; --st-orange: #70401a; "
        + "--st-grey: #3a414d; --st-violet: #45357f; --st-violet-line: #b9a8ff; --st-dash: #aab2bf;"

    static let stylesheet = """
        :root { --text: #1a1a1a; --muted: #4a5160; --line: #c9ced6; --link: #0b57d0; --bg: #ffffff; --soft: #f4f6f9;
          --focus: #1f6feb; --st-text: #1a1a1a; --st-green: #b7e4c7; --st-yellow: #ffe8a3; --st-red: #f8c4c4; --st-orange: #f6d5b8;
          --st-grey: #e4e7ec; --st-violet: #dcd3f8; --st-violet-line: #6a4fc4; --st-dash: #4a5160; }
        /* Dark: the system's preference unless the toggle chose light, or the toggle's dark. */
        @media (prefers-color-scheme: dark) { :root:not([data-theme=light]) { \(dark) } }
        :root[data-theme=dark] { \(dark) }
        * { box-sizing: border-box; }
        body { margin: 0; font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--text); background: var(--bg); }
        a { color: var(--link); }
        a:focus, button:focus, input:focus, select:focus, [tabindex]:focus { outline: 3px solid var(--focus); outline-offset: 1px; }
        .skip { position: absolute; left: -999px; }
        .skip:focus { left: 8px; top: 8px; background: var(--bg); padding: 4px 8px; z-index: 2; }
        header.site { background: var(--soft); border-bottom: 1px solid var(--line); padding: 8px 16px; }
        header.site nav ul { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 4px 16px; }
        header.site .brand { font-weight: 700; }
        main { padding: 16px; max-width: 1400px; }
        footer.site { padding: 16px; color: var(--muted); font-size: 13px; border-top: 1px solid var(--line); }
        h1 { font-size: 26px; margin: 8px 0 4px; }
        h2 { font-size: 20px; margin: 28px 0 8px; border-bottom: 1px solid var(--line); padding-bottom: 4px; }
        h3 { font-size: 16px; margin: 20px 0 6px; }
        .muted { color: var(--muted); }
        /* A sticky header sticks within its nearest scrolling box, which is this wrapper: so it
           scrolls both ways, within 80% of the window, and the header stays above the rows. */
        .scroll { overflow: auto; max-width: 100%; max-height: 80vh; position: relative; }
        table { border-collapse: collapse; margin: 4px 0 16px; font-size: 14px; }
        caption { text-align: left; font-weight: 600; padding: 4px 0; }
        th, td { border: 1px solid var(--line); padding: 4px 8px; text-align: left; vertical-align: top; }
        thead th { background: var(--soft); position: sticky; top: 0; z-index: 2; box-shadow: 0 1px 0 var(--line); }
        th[scope=row] { font-weight: 600; }
        dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: 2px 16px; }
        dl.facts dt { font-weight: 600; }
        dl.facts dd { margin: 0; }
        .st { display: inline-block; padding: 0 6px; border-radius: 4px; white-space: nowrap; color: var(--st-text); background: var(--st-grey); }
        .st-ready, .st-pass, .st-supported, .st-done, .st-resolved { background: var(--st-green); }
        .st-needs-refinement, .st-partial, .st-warn, .st-in-progress, .st-accepted, .st-refine { background: var(--st-yellow); }
        .st-requires-rework, .st-fail, .st-not-supported, .st-open, .st-blocked, .st-dangling, .st-rework { background: var(--st-red); }
        .st-restructure { background: var(--st-violet); border: 1px solid var(--st-violet-line); }
        .st-deprecate, .st-deprecated, .st-retired { background: var(--st-grey); border: 1px dashed var(--st-dash); }
        .st-not-modeled { background: var(--st-orange); }
        .st-not-assessed, .st-not-recorded, .st-not-mapped, .st-not-applicable, .st-proposed { background: var(--st-grey); }
        .swatch { display: inline-block; width: 1.1em; height: 1.1em; border: 1px solid var(--muted); vertical-align: -0.2em; margin-right: 4px; border-radius: 3px; }
        /* A token's value per mode: the mode's name, then its swatch (text never drawn on the colour). */
        ul.modes { list-style: none; margin: 0; padding: 0; font-size: 13px; }
        ul.modes li { white-space: nowrap; margin: 2px 0; }
        ul.modes .mode { font-weight: 600; }
        ul.modes .swatch { width: 1.6em; height: 1.6em; vertical-align: middle; margin-left: 2px; }
        .cov { list-style: none; margin: 0; padding: 0; font-size: 13px; }
        .cov li { white-space: nowrap; }
        .cov [data-note] { text-decoration: underline dotted; cursor: help; }
        .cov [data-note]:hover::after, .cov [data-note]:focus::after { content: " — " attr(data-note); white-space: normal; display: block; max-width: 28em; background: var(--bg); border: 1px solid var(--line); padding: 2px 4px; }
        .sr { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
        .nowrap, .date { white-space: nowrap; }
        .legend { font-size: 13px; }
        .legend .st { margin-right: 2px; }
        /* The matrix: compact cells, the component column fixed while the rest scrolls. */
        .matrix td, .matrix th { padding: 3px 5px; }
        .matrix tbody th[scope=row] { position: sticky; left: 0; z-index: 1; background: var(--bg); }
        .matrix thead th:first-child { left: 0; z-index: 3; }
        .matrix details.note summary .st + .st { margin-left: 2px; }
        details.note summary { cursor: pointer; list-style: none; }
        details.note summary::-webkit-details-marker { display: none; }
        details.note summary .st { text-decoration: underline dotted; }
        details.note p { margin: 4px 0 0; max-width: 22em; font-size: 13px; white-space: normal; }
        ul.rules { list-style: none; padding: 0; margin: 0 0 16px; }
        ul.rules li { border-left: 5px solid #8a94a6; padding: 4px 10px; margin: 6px 0; background: var(--soft); }
        ul.rules li.rule-do { border-left-color: #1b7f3b; }
        ul.rules li.rule-dont { border-left-color: #b3261e; }
        ul.rules li.rule-consider { border-left-color: #b58100; }
        .filters { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: end; margin: 8px 0 16px; padding: 8px; background: var(--soft); border: 1px solid var(--line); }
        .filters label { display: flex; flex-direction: column; font-size: 13px; }
        .filters input, .filters select { font: inherit; padding: 2px 4px; color: var(--text); background: var(--bg); border: 1px solid var(--line); }
        #search-results:empty { display: none; }
        #search-results li { margin: 4px 0; }
        #search-results .section { font-weight: 600; }
        #search-results .snippet { font-size: 13px; color: var(--muted); }
        #search-results mark { background: var(--st-yellow); color: var(--st-text); padding: 0 1px; }
        .filters label.check { flex-direction: row; align-items: center; gap: 4px; font-size: 15px; }
        #cov-hidden { margin: 0; font-size: 13px; }
        :root.cov-filtered tr.unassessed, :root.cov-filtered .cov-none .scroll { display: none; }
        .cov-filtered-only { display: none; }
        :root.cov-filtered .cov-filtered-only { display: block; }
        .redirect { font-size: 18px; }
        code { font-size: 13px; background: var(--soft); padding: 0 3px; }
        div.overview { display: flex; flex-wrap: wrap; gap: 0 24px; }
        div.overview > * { flex: 1 1 300px; min-width: 0; }
        pre.snippet { overflow-x: auto; background: var(--soft); padding: 8px 12px; max-width: 100%; }
        pre.snippet code { padding: 0; background: none; }
        nav.breadcrumbs ol, nav.toc ol { list-style: none; padding: 0; margin: 0 0 8px; display: flex; flex-wrap: wrap; gap: 4px 12px; }
        nav.breadcrumbs li + li::before { content: "›"; margin-right: 12px; color: var(--muted, #5f6b7a); }
        nav.toc { border-left: 3px solid var(--soft); padding-left: 10px; margin: 12px 0; }
        svg.chart text { font: 11px system-ui, sans-serif; fill: #1a1a1a; }
        svg.chart text.axis { fill: var(--text); }
        svg.chart { max-width: 100%; height: auto; }
        #theme-toggle[aria-pressed=true]::before { content: "✓ "; }
        #theme-toggle { font: inherit; font-size: 13px; padding: 0 8px; color: var(--text); background: var(--bg); border: 1px solid var(--line); border-radius: 4px; cursor: pointer; }
        .flag { font-weight: 600; }
        @media (max-width: 600px) { main { padding: 8px; } h1 { font-size: 22px; } dl.facts { grid-template-columns: 1fr; } }
        /* Sortable headers (the script adds the buttons): the header's words, and the order shown. */
        th button.sort { font: inherit; font-weight: 600; color: inherit; background: none; border: 0; padding: 0; cursor: pointer; text-align: left; }
        th button.sort:hover { text-decoration: underline; }
        th[aria-sort=ascending] button.sort::after { content: " ▲"; }
        th[aria-sort=descending] button.sort::after { content: " ▼"; }
        /* Phones: a row of a data table becomes a card and each cell is labelled by its column's
           header (data-label), so that no row has to be scrolled sideways to be read. */
        @media (max-width: 600px) {
          .scroll { max-height: none; }
          table.reflow, table.reflow caption, table.reflow tbody, table.reflow tr, table.reflow td, table.reflow tbody th { display: block; width: 100%; }
          table.reflow thead tr { position: absolute; width: 1px; height: 1px; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); }
          table.reflow tbody tr { border: 1px solid var(--line); border-radius: 4px; margin: 0 0 8px; padding: 4px 8px; }
          table.reflow td, table.reflow tbody th { border: 0; padding: 2px 0 2px 9.5em; min-height: 1.9em; position: relative; overflow-wrap: anywhere; }
          table.reflow td::before, table.reflow tbody th::before { content: attr(data-label); position: absolute; left: 0; top: 3px; width: 10.5em; font-size: 13px; line-height: 1.3; font-weight: 600; color: var(--muted); }
          table.reflow ul.modes li, table.reflow .cov li { white-space: normal; }
          .matrix tbody th[scope=row] { position: relative; }
          /* The matrix keeps its headers, as a row of sort buttons over the cards. */
          table.matrix.sorting thead tr { position: static; width: auto; height: auto; margin: 0 0 8px; overflow: visible; clip: auto; display: flex; flex-wrap: wrap; gap: 4px; }
          table.matrix.sorting thead th { position: static; display: block; padding: 2px 6px; }
        }
        @media print {
          header.site, .filters, #search-results, .skip { display: none !important; }
          body { font-size: 11pt; }
          a { color: inherit; text-decoration: none; }
          .scroll { overflow: visible; max-height: none; }
          table { page-break-inside: auto; } tr { page-break-inside: avoid; }
          thead th { position: static; }
          .st { border: 1px solid #555; }
        }

        """

    /// Filters and search on the index page. The search reads `DSREG_SEARCH`, an array the
    /// build writes to `assets/search-index.js` (a script, not a fetched JSON file, so that it
    /// loads from file:// too): `{key, system, name, url, text, sections}` per component (see
    /// `SearchEntry`). A result names the section its words are in and shows a snippet with
    /// them marked, built with DOM nodes (never markup from the data).
    static let script = """
        (function () {
          "use strict";
          // Coverage: assessed components only, unless the box is ticked or the address has ?all=1.
          var toggle = document.getElementById("cov-all");
          if (!toggle) { return; }
          document.getElementById("cov-filter").hidden = false;
          // A link to a cell of an unassessed component (coverage.html#cov-…) shows them all.
          var target = window.location.hash ? document.getElementById(decodeURIComponent(window.location.hash.slice(1))) : null;
          toggle.checked = new URLSearchParams(window.location.search).get("all") === "1" || (target !== null && target.closest("tr.unassessed") !== null);
          function show() {
            document.documentElement.classList.toggle("cov-filtered", !toggle.checked);
            var address = (toggle.checked ? "?all=1" : window.location.pathname) + window.location.hash;
            try { window.history.replaceState(null, "", address); } catch (ignored) { /* file:// */ }
          }
          toggle.addEventListener("change", show);
          show();
        })();
        (function () {
          "use strict";
          var form = document.getElementById("filters");
          if (!form) { return; }
          form.hidden = false;
          var rows = Array.prototype.slice.call(document.querySelectorAll("tr[data-key]"));
          var results = document.getElementById("search-results");
          var index = window.DSREG_SEARCH || [];
          var names = ["q", "system", "family", "verdict", "lifecycle"];
          var byKey = {};
          rows.forEach(function (row) { byKey[row.dataset.key] = row; });
          function value(name) { var field = form.elements[name]; return field ? field.value : ""; }
          // The filters, without the search words: a result is listed only when its row passes them.
          function passes(d) {
            return (!value("system") || d.system === value("system")) &&
              (!value("family") || d.family === value("family")) &&
              (!value("verdict") || d.verdict === value("verdict")) &&
              (!value("lifecycle") || d.lifecycle === value("lifecycle"));
          }
          // The section holding the most of the words (the first such).
          function where(entry, words) {
            var best = null, most = 0;
            (entry.sections || []).forEach(function (section) {
              var lower = section.text.toLowerCase();
              var count = words.filter(function (w) { return lower.indexOf(w) >= 0; }).length;
              if (count > most) { best = section; most = count; }
            });
            return best;
          }
          // About 100 characters around the first hit, each word found marked: text nodes and
          // <mark> elements only.
          function snippet(text, words) {
            var lower = text.toLowerCase();
            var first = text.length;
            words.forEach(function (w) { var at = lower.indexOf(w); if (at >= 0 && at < first) { first = at; } });
            var start = Math.max(0, first - 40), end = Math.min(text.length, first + 60);
            var box = document.createElement("div");
            box.className = "snippet";
            box.appendChild(document.createTextNode(start > 0 ? "…" : ""));
            var i = start;
            while (i < end) {
              var at = -1, length = 0;
              words.forEach(function (w) { var j = lower.indexOf(w, i); if (j >= 0 && j < end && (at < 0 || j < at)) { at = j; length = w.length; } });
              if (at < 0) { box.appendChild(document.createTextNode(text.slice(i, end))); break; }
              box.appendChild(document.createTextNode(text.slice(i, at)));
              var mark = document.createElement("mark");
              mark.textContent = text.slice(at, at + length);
              box.appendChild(mark);
              i = at + length;
            }
            box.appendChild(document.createTextNode(end < text.length ? "…" : ""));
            return box;
          }
          function apply() {
            var words = value("q").toLowerCase().split(/\\s+/).filter(function (w) { return w.length > 0; });
            var hits = {};
            var found = [];
            index.forEach(function (entry) {
              var text = entry.text;
              var row = byKey[entry.key];
              if (words.length > 0 && words.every(function (w) { return text.indexOf(w) >= 0; }) && (!row || passes(row.dataset))) {
                hits[entry.key] = true;
                found.push(entry);
              }
            });
            var shown = 0;
            rows.forEach(function (row) {
              var ok = passes(row.dataset) && (words.length === 0 || hits[row.dataset.key] === true);
              row.hidden = !ok;
              if (ok) { shown += 1; }
            });
            // A system with no row left is hidden whole: no table of headers over nothing.
            document.querySelectorAll("section[data-system]").forEach(function (section) {
              section.hidden = section.querySelector("tr[data-key]:not([hidden])") === null;
            });
            document.getElementById("no-match").hidden = shown > 0;
            while (results.firstChild) { results.removeChild(results.firstChild); }
            found.slice(0, 50).forEach(function (entry) {
              var item = document.createElement("li");
              var link = document.createElement("a");
              link.href = entry.url;
              link.textContent = entry.name;
              item.appendChild(link);
              item.appendChild(document.createTextNode(" (" + entry.system + ")"));
              var section = where(entry, words);
              if (section) {
                var name = document.createElement("span");
                name.className = "section";
                name.textContent = section.section;
                item.appendChild(document.createTextNode(" · in "));
                item.appendChild(name);
                item.appendChild(snippet(section.text, words));
              }
              results.appendChild(item);
            });
            document.getElementById("shown").textContent = String(shown);
            // The address follows the search, so that it can be shared or reloaded as it is.
            var params = new URLSearchParams();
            names.forEach(function (name) { if (value(name)) { params.set(name, value(name)); } });
            var query = params.toString();
            try { window.history.replaceState(null, "", query ? "?" + query : window.location.pathname); } catch (ignored) { /* some browsers refuse on file:// */ }
          }
          // index.html?q=WORDS&system=ID: a search or filter that can be shared as a link.
          var params = new URLSearchParams(window.location.search);
          names.forEach(function (name) {
            if (params.get(name) && form.elements[name]) { form.elements[name].value = params.get(name); }
          });
          form.addEventListener("input", apply);
          form.addEventListener("change", apply);
          form.addEventListener("submit", function (event) { event.preventDefault(); apply(); });
          apply();
        })();
        (function () {
          "use strict";
          // Sortable matrices: a button in each header sorts the rows by the row's data-sort-KEY,
          // ascending then descending; an empty value ("not assessed") stays last both ways, and
          // rows that tie keep their order (the sort is stable). Without script: the server's order.
          function compare(a, b) { return a.localeCompare(b, undefined, {numeric: true, sensitivity: "base"}); }
          document.querySelectorAll("table[data-sortable]").forEach(function (table) {
            table.classList.add("sorting");
            var headers = Array.prototype.slice.call(table.querySelectorAll("thead th[data-sort-key]"));
            headers.forEach(function (th) {
              var button = document.createElement("button");
              button.type = "button";
              button.className = "sort";
              while (th.firstChild) { button.appendChild(th.firstChild); }
              th.appendChild(button);
              button.addEventListener("click", function () {
                var ascending = th.getAttribute("aria-sort") !== "ascending";
                var key = "data-sort-" + th.dataset.sortKey;
                var body = table.tBodies[0];
                var rows = Array.prototype.slice.call(body.rows).map(function (row, index) { return {row: row, index: index, value: row.getAttribute(key) || ""}; });
                rows.sort(function (a, b) {
                  if (a.value === "" || b.value === "") { return (a.value === "") - (b.value === "") || a.index - b.index; }
                  return (ascending ? compare(a.value, b.value) : compare(b.value, a.value)) || a.index - b.index;
                });
                rows.forEach(function (entry) { body.appendChild(entry.row); });
                headers.forEach(function (other) { other.removeAttribute("aria-sort"); });
                th.setAttribute("aria-sort", ascending ? "ascending" : "descending");
              });
            });
          });
        })();

        """
}
