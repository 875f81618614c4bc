-- wrk -s bench/unique-not-found.lua: every request a path no page has, different each time
-- (what a vulnerability scanner asks all day); used by npm run bench.
local counter = 0
request = function()
  counter = counter + 1
  return wrk.format("GET", "/wp-admin/setup-config-" .. counter .. "-" .. math.random(1000000000) .. ".php")
end
