-- wrk -s bench/flood.lua <origin> -- <kind> <page> [statuses]: a flood of URLs no cache can hold,
-- one different URL per request (bench/http.ts `flood()`, used by npm run bench and npm run soak).
--   kind not-found: a path no page has, in turn a scanner's probe, a missing product and a
--     missing article in another language; even requests send a desktop browser's user agent,
--     odd ones Googlebot's (the server answers crawlers from a template of their own).
--   kind ad-click: <page> as a paid search ad links to it, with a click id of its own
--     (gclid), the way every visitor from an ad arrives.
--   statuses: also count answers per status, and 503s without Retry-After, printed by done()
--     as "flood status <code> <n>" and "flood 503 without Retry-After <n>". Off by default:
--     wrk then skips parsing headers and bodies, which keeps the flood as fast as it can be.
-- Each thread numbers its requests and seeds its random numbers with the time and its id, so
-- no two requests of a run, or of two runs, ask for the same URL.

local BROWSER = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36"
local CRAWLER = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"
local NOT_FOUND_SHAPES = {
  "/wp-admin/setup-config-%s.php",
  "/products/no-such-product-%s",
  "/jp/news/no-such-article-%s",
}

-- Setup and done run in an environment of their own: it keeps the threads to add up their counts.
local threads = {}

function setup(thread)
  table.insert(threads, thread)
  thread:set("id", #threads)
end

local page
local counter = 0
-- wrk.format takes the headers it is given instead of wrk's: each table copies the -H headers.
local browser_headers, crawler_headers = {}, {}

local function unique()
  counter = counter + 1
  return id .. "-" .. counter .. "-" .. math.random(1000000000)
end

local function not_found()
  local suffix = unique()
  -- Three shapes and two user agents in turn: every pair comes up.
  local path = string.format(NOT_FOUND_SHAPES[counter % #NOT_FOUND_SHAPES + 1], suffix)
  return wrk.format("GET", path, counter % 2 == 0 and browser_headers or crawler_headers)
end

local function ad_click()
  return wrk.format("GET", page .. "?utm_source=google&utm_medium=cpc&gclid=" .. unique(), browser_headers)
end

-- Counts of this thread, read by done() through thread:get (globals: get reads only those).
counting = false
statuses = {}
unavailable_without_retry_after = 0

local function count(status, headers)
  statuses[status] = (statuses[status] or 0) + 1
  if status == 503 and not (headers["Retry-After"] or headers["retry-after"]) then
    unavailable_without_retry_after = unavailable_without_retry_after + 1
  end
end

function init(args)
  local kind = args[1]
  page = args[2]
  if kind == "not-found" then
    request = not_found
  elseif kind == "ad-click" and page then
    request = ad_click
  else
    error("usage: wrk -s flood.lua <origin> -- not-found|ad-click <page> [statuses]")
  end
  for name, value in pairs(wrk.headers) do
    browser_headers[name] = value
    crawler_headers[name] = value
  end
  browser_headers["User-Agent"] = BROWSER
  crawler_headers["User-Agent"] = CRAWLER
  math.randomseed(os.time() * 100 + id)
  if args[3] == "statuses" then
    response = count
    counting = true
  end
end

function done()
  if not threads[1]:get("counting") then return end
  local total, missing_retry_after = {}, 0
  for _, thread in ipairs(threads) do
    for status, n in pairs(thread:get("statuses")) do total[status] = (total[status] or 0) + n end
    missing_retry_after = missing_retry_after + thread:get("unavailable_without_retry_after")
  end
  for status, n in pairs(total) do io.write(string.format("flood status %d %d\n", status, n)) end
  io.write(string.format("flood 503 without Retry-After %d\n", missing_retry_after))
end
