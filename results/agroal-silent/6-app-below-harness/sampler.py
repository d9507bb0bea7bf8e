#!/usr/bin/env python3
"""Every 0.5 s: for the loadgen JVM (arg 1 = pid), each thread's CPU time and run-queue delay
(schedstat), summed by name group; the top delayed thread; plus /proc/loadavg running count."""
import os, sys, time, re
pid = sys.argv[1]; out = open(sys.argv[2], 'w')
def read():
    d = {}
    for tid in os.listdir(f'/proc/{pid}/task'):
        try:
            name = open(f'/proc/{pid}/task/{tid}/comm').read().strip()
            run, wait, slices = map(int, open(f'/proc/{pid}/task/{tid}/schedstat').read().split())
            d[tid] = (name, run, wait)
        except Exception:
            pass
    return d
prev = read(); t0 = time.time()
while os.path.exists(f'/proc/{pid}'):
    time.sleep(0.5)
    cur = read()
    groups = {}
    worst = (0, '')
    for tid, (name, run, wait) in cur.items():
        p = prev.get(tid, (name, 0, 0))
        dr, dw = run - p[1], wait - p[2]
        g = re.sub(r'[-#]?\d+$', '', name)
        a = groups.setdefault(g, [0, 0, 0]); a[0] += dr; a[1] += dw; a[2] += 1
        if dw > worst[0]: worst = (dw, name)
    rq = open('/proc/loadavg').read().split()[3]
    top = sorted(groups.items(), key=lambda kv: -kv[1][1])[:4]
    out.write(f"{time.time()-t0:7.1f} rq={rq} worstwait={worst[0]/1e6:.0f}ms({worst[1]}) " +
              ' '.join(f"{g}[{n}]:cpu={c/1e6:.0f}ms,wait={w/1e6:.0f}ms" for g, (c, w, n) in top) + '\n')
    out.flush()
    prev = cur
