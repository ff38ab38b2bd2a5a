#!/usr/bin/env bash
# Regenerates the README's two screenshots (docs/site/index-1280-light.png, the index on a
# desktop; docs/site/component-390-dark.png, a component page on a phone in dark mode) from the
# current site: SiteLayoutBrowserTests builds the default registry's site, opens every page type
# in headless Chromium through Selenium (Tests/DSRegistryTests/Fixtures/Browser/site_browser.py)
# at 1280 and 390 px, light and dark, and with DSREG_UPDATE_SCREENSHOTS=1 copies those two here.
# Needs chromium, chromedriver and python3 with axe-selenium-python (.ci/run installs them).
set -euo pipefail
cd "$(dirname "$0")/../.."
DSREG_REQUIRE_BROWSER=1 DSREG_UPDATE_SCREENSHOTS=1 swift test --filter SiteLayoutBrowserTests
