#!/usr/bin/env python3
"""Reads a token page's swatches in real headless Chromium for SiteTokenModesBrowserTests: for
each row id given, per page scheme (light, dark) and width (1280, 390), each mode's name, the
swatch's computed colour and size, and the page's background. Prints one JSON object.

    token_swatches.py PAGE_FILE ROW_ID...
"""
import json
import os
import sys

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

PAGE, ROWS = sys.argv[1], sys.argv[2:]

READ = r"""
var out = {background: getComputedStyle(document.body).backgroundColor, rows: {}};
arguments[0].forEach(function (id) {
  var row = document.getElementById(id);
  out.rows[id] = row ? Array.prototype.map.call(row.querySelectorAll("li[data-mode]"), function (li) {
    var swatch = li.querySelector(".swatch"), box = swatch ? swatch.getBoundingClientRect() : {width: 0, height: 0};
    return {mode: li.querySelector(".mode").textContent, colour: swatch ? getComputedStyle(swatch).backgroundColor : "",
            size: Math.round(box.width) + "x" + Math.round(box.height), text: li.textContent};
  }) : [];
});
return out;
"""


def main():
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium" if os.path.exists("/usr/bin/chromium") else "chromium"
    for flag in ["--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1"]:
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    report = {}
    try:
        for scheme in ["light", "dark"]:
            driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
            for width in [1280, 390]:
                driver.set_window_size(width, 900)
                driver.get("file://" + os.path.abspath(PAGE))
                report["%d-%s" % (width, scheme)] = driver.execute_script(READ, ROWS)
    finally:
        driver.quit()
    print(json.dumps(report, sort_keys=True))


if __name__ == "__main__":
    main()
