#!/usr/bin/env python3
"""Measures the built site in real headless Chromium (Selenium and Debian's chromedriver) for
SiteBrowserTests: per page type, at 1280 and 390 px, light and dark, whether the body overflows
sideways, the styles every status gets, what axe-core (the copy axe-selenium-python ships)
reports, and layout facts (the matrix fits, sticky headers stick, chart labels fit, dates stay
on one line); then the search (filters, URL) and the theme toggle. Prints one JSON object;
writes screenshots NAME-WIDTH-SCHEME.png into the folder given.

    site_browser.py SITE_FOLDER SCREENSHOT_FOLDER
"""
import json
import os
import sys

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

SITE, SHOTS = sys.argv[1], sys.argv[2]
PAGES = {
    "index": "index.html",
    "component": "components/eb/header.html",
    "history": "history/eb/header.html",
    "coverage": "coverage.html",
    "changelog": "changelog.html",
    "tokens": "tokens/backbase.html",
    "coverage-all": "coverage.html?all=1",
    "search": "index.html?q=pressed+disabled",
}
SIZES = {1280: 1000, 390: 844}

MEASURE = r"""
var doc = document.documentElement;
var facts = {overflow: doc.scrollWidth - doc.clientWidth, statuses: {}, matrix: [], charts: [], dates: [], sticky: [], wrappers: []};
document.querySelectorAll(".scroll").forEach(function (w) {
  if (w.offsetParent === null) { return; }
  facts.wrappers.push({name: w.getAttribute("aria-label") || "", sideways: w.scrollWidth - w.clientWidth,
    unlabelled: w.querySelectorAll("table.reflow tbody td:not([data-label]), table.reflow tbody th:not([data-label])").length});
});
document.querySelectorAll(".st").forEach(function (el) {
  var name = Array.prototype.filter.call(el.classList, function (c) { return c.indexOf("st-") === 0; })[0];
  var s = getComputedStyle(el);
  facts.statuses[name] = s.backgroundColor + " " + s.color + " " + s.borderStyle;
});
document.querySelectorAll("table.matrix").forEach(function (t) {
  facts.matrix.push({table: Math.ceil(t.getBoundingClientRect().width), area: t.parentElement.clientWidth});
});
document.querySelectorAll("svg.chart g").forEach(function (g) {
  var rect = g.querySelector("rect"), text = g.querySelector("text");
  if (rect && text) { facts.charts.push({text: text.textContent, need: Math.ceil(text.getBBox().x + text.getBBox().width), have: Math.floor(rect.getBBox().x + rect.getBBox().width)}); }
});
document.querySelectorAll("svg.chart text.version").forEach(function (t) {
  var column = Number(t.ownerSVGElement.querySelector("rect").getAttribute("width")) + 2;
  facts.charts.push({text: t.textContent, need: Math.ceil(t.getBBox().width) + 4, have: column});
});
document.querySelectorAll(".date").forEach(function (td) {
  var range = document.createRange(); range.selectNodeContents(td);
  var tops = {}; Array.prototype.forEach.call(range.getClientRects(), function (r) { tops[Math.round(r.top)] = true; });
  facts.dates.push({text: td.textContent, lines: Object.keys(tops).length});
});
document.querySelectorAll(".scroll").forEach(function (w) {
  var th = w.querySelector("thead th");
  if (!th || w.scrollHeight <= w.clientHeight + 40) { return; }
  w.scrollTop = 200;
  facts.sticky.push({offset: Math.round(th.getBoundingClientRect().top - w.getBoundingClientRect().top)});
  w.scrollTop = 0;
});
return facts;
"""


def main():
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium" if os.path.exists("/usr/bin/chromium") else "chromium"
    for flag in ["--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1"]:
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    axe_source = open(os.path.join(os.path.dirname(__import__("axe_selenium_python").__file__),
                                   "node_modules", "axe-core", "axe.min.js"), encoding="utf-8").read()
    base = "file://" + os.path.abspath(SITE) + "/"
    report = {"pages": {}, "search": {}, "theme": {}, "coverage": {}, "sort": {}}
    try:
        for scheme in ["light", "dark"]:
            driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
            for width, height in SIZES.items():
                driver.set_window_size(width, height)
                # The window's inner width is what the page gets: make it exactly `width`.
                inner = driver.execute_script("return window.innerWidth")
                driver.set_window_size(width + (width - inner), height)
                for name, page in PAGES.items():
                    driver.get(base + page)
                    key = "%s-%d-%s" % (name, width, scheme)
                    # Before measuring: the measures and axe scroll the page and its tables.
                    driver.save_screenshot(os.path.join(SHOTS, key + ".png"))
                    facts = driver.execute_script(MEASURE)
                    driver.execute_script(axe_source)
                    result = driver.execute_async_script(
                        "var done = arguments[arguments.length - 1];"
                        "axe.run(document, {resultTypes: ['violations']}).then(function (r) { done(r.violations.map(function (v) {"
                        " return v.id + ': ' + v.help + ' (' + v.nodes.length + ': ' + v.nodes.slice(0, 3).map(function (n) { return n.target.join(' '); }).join(', ') + ')'; })); });")
                    facts["axe"] = result
                    report["pages"][key] = facts
        readme(driver, base)
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "light"}]})
        search(driver, base, report["search"])
        sort(driver, base, report["sort"])
        coverage(driver, base, report["coverage"])
        theme(driver, base, report["theme"])
    finally:
        driver.quit()
    print(json.dumps(report, sort_keys=True))


def readme(driver, base):
    """The README's two: the index on a desktop, tall enough for the overview and the EB matrix
    (light), and a component page on a phone (dark)."""
    for name, page, scheme, width, height in [("readme-index-1280-light", "index.html", "light", 1280, 1900),
                                              ("readme-component-390-dark", "components/eb/header.html", "dark", 390, 844)]:
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})
        driver.get(base + page)
        driver.save_screenshot(os.path.join(SHOTS, name + ".png"))
    driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


def search(driver, base, out):
    driver.get(base + "index.html?q=avatar&system=eb")
    out["filtered"] = [li.text for li in driver.find_elements(By.CSS_SELECTOR, "#search-results li")]
    field = driver.find_element(By.NAME, "q")
    field.clear()
    field.send_keys("button")
    out["typed"] = driver.execute_script("return location.search")
    field.clear()
    field.send_keys("zzzqqqnothing")
    out["visibleHeaders"] = driver.execute_script(
        "return Array.prototype.filter.call(document.querySelectorAll('table.matrix thead'), function (t) { return t.offsetParent !== null; }).length")
    found = driver.find_elements(By.ID, "no-match")
    out["none"] = bool(found) and found[0].is_displayed()
    driver.get(base + "index.html?q=pressed+disabled")
    out["snippets"] = driver.execute_script(
        "return Array.prototype.map.call(document.querySelectorAll('#search-results li'), function (li) {"
        " var s = li.querySelector('.section'), n = li.querySelector('.snippet');"
        " return {name: li.querySelector('a').textContent, section: s ? s.textContent : '', snippet: n ? n.textContent : '',"
        " marks: Array.prototype.map.call(li.querySelectorAll('mark'), function (m) { return m.textContent; })}; })")


def sort(driver, base, out):
    """The EB matrix sorted by a click on C1 (twice), then by Enter on the focused C1 button, and twice on Component."""
    driver.set_window_size(1280, 1000)
    table = "section[data-system=eb] table.matrix"
    state = ("var t = document.querySelector('%s');"
             " return {keys: Array.prototype.map.call(t.tBodies[0].rows, function (r) { return r.dataset.key; }),"
             " sorted: Array.prototype.map.call(t.querySelectorAll('thead th[aria-sort]'), function (th) { return th.dataset.sortKey + ' ' + th.getAttribute('aria-sort'); }),"
             " buttons: t.querySelectorAll('thead th > button.sort').length}") % table
    driver.get(base + "index.html")
    out["initial"] = driver.execute_script(state)
    button = driver.find_element(By.CSS_SELECTOR, table + " th[data-sort-key=c1] button")
    button.click()
    out["ascending"] = driver.execute_script(state)
    button.click()
    out["descending"] = driver.execute_script(state)
    for key, column, presses in [("enter", "c1", 1), ("enterTwice", "component", 2)]:
        driver.get(base + "index.html")
        button = driver.find_element(By.CSS_SELECTOR, table + " th[data-sort-key=%s] button" % column)
        driver.execute_script("arguments[0].focus()", button)
        for _ in range(presses):
            driver.switch_to.active_element.send_keys(Keys.ENTER)
        out[key] = driver.execute_script(state)


def coverage(driver, base, out):
    visible = "return Array.prototype.filter.call(document.querySelectorAll('tr.unassessed'), function (r) { return r.offsetParent !== null; }).length"
    driver.get(base + "coverage.html")
    out["hiddenByDefault"] = driver.execute_script(visible) == 0
    box = driver.find_element(By.ID, "cov-all")
    out["label"] = driver.execute_script("return arguments[0].labels[0].textContent", box)
    box.send_keys(" ")
    out["checked"] = box.is_selected()
    out["shownAfter"] = driver.execute_script(visible)
    out["address"] = driver.execute_script("return location.search")
    driver.get(base + "coverage.html?all=1")
    out["reloadChecked"] = driver.find_element(By.ID, "cov-all").is_selected()
    out["reloadShown"] = driver.execute_script(visible)
    driver.get(base + "coverage.html#cov-eb-avatar-pressed-ios")
    out["linkedChecked"] = driver.find_element(By.ID, "cov-all").is_selected()
    out["linkedAddress"] = driver.execute_script("return location.search + location.hash")


def theme(driver, base, out):
    driver.get(base + "coverage.html")
    out["before"] = driver.execute_script("return document.documentElement.dataset.theme || ''")
    for toggle in driver.find_elements(By.ID, "theme-toggle"):
        toggle.click()
    out["clicked"] = driver.execute_script("return document.documentElement.dataset.theme || ''")
    driver.get(base + "index.html")
    out["afterReload"] = driver.execute_script("return document.documentElement.dataset.theme || ''")
    out["background"] = driver.execute_script("return getComputedStyle(document.body).backgroundColor")
    driver.execute_script("localStorage.clear()")


if __name__ == "__main__":
    main()
