# Varnish in front of the Kairotone server, purged by cache tag (docs/deploy.md, decision 035).
#
# Every page and payload names what it was made from in `xkey` (vmod xkey, Debian's
# varnish-modules); after a content change the server sends `PURGE` with the changed tags in
# `xkey` (PURGE_VARNISH_URL=http://127.0.0.1:6081/), and exactly the answers that showed them
# are dropped. Pages then stay as long as the server says (a day with a purger configured).
#
#   varnishd -f /srv/kairotone/deploy/varnish.vcl -a :6081 -s malloc,256m
#
# Paths and the backend assume the server on 127.0.0.1:3000. tests/production/varnish.test.ts
# runs this file with the backend's port replaced.
vcl 4.1;

import xkey;

backend kairotone {
    .host = "127.0.0.1";
    .port = "3000";
}

# Who may purge: the server's own host. Anyone else gets 403.
acl purgers {
    "127.0.0.1";
    "::1";
}

sub vcl_recv {
    if (req.method == "PURGE") {
        if (client.ip !~ purgers) {
            return (synth(403, "Forbidden"));
        }
        if (!req.http.xkey) {
            return (synth(400, "PURGE needs the tags in an xkey header"));
        }
        set req.http.X-Purged = xkey.purge(req.http.xkey);
        return (synth(200, "Purged " + req.http.X-Purged));
    }
    # Editors' requests, forms, and the language choice on / (cookie, Accept-Language): the server.
    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    if (req.url ~ "^/cp(/|\?|$)" || req.url ~ "^/newsletter/" || req.url ~ "^/(healthz|readyz)$" || req.url ~ "^/(\?|$)") {
        return (pass);
    }
    # Pages do not read cookies (only / does, above): one cached answer for everyone.
    unset req.http.Cookie;
    return (hash);
}

sub vcl_deliver {
    # For operators and tests; the tags are the caches' business, not visitors'.
    if (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
    unset resp.http.xkey;
}
