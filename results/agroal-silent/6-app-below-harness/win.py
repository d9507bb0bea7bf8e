import re,sys
for d in ['before','.']:
    for i in range(1,5):
        try:
            rows=[l for l in open(f'{d}/sched{i}.txt') if 'silent[' in l]
            gc=open(f'{d}/gc{i}.log').read().splitlines()
        except FileNotFoundError: continue
        if not rows: continue
        t0=float(rows[0].split()[0])-0.5; t1=float(rows[-1].split()[0])
        ps=[]
        for l in gc:
            m=re.match(r'\[([\d.]+)s\] Safepoint "(\w+)".*Total: (\d+) ns',l)
            if m and t0<=float(m.group(1))<=t1: ps.append((int(m.group(3))/1e6,m.group(2)))
        # loadgen CPU wait in window: all threads total
        print(d,i,f"window {t0:.0f}-{t1:.0f}s safepoints n={len(ps)} sum={sum(p for p,_ in ps):.0f}ms max={max([p for p,_ in ps] or [0]):.0f}ms")
