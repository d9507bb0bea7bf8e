-- wrk script for `just crosscheck`: GET /users/{id} with a random seeded id, as get.hf.yaml does.
local max = tonumber(os.getenv("SEED_USERS") or "10000")

init = function(args)
  math.randomseed(os.time() + tonumber(tostring({}):sub(8), 16))
end

request = function()
  return wrk.format("GET", "/users/" .. math.random(1, max))
end
