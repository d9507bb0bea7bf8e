#!/usr/bin/env python3
"""What C2 decided for java.util.HashMap.putMapEntries, from a HotSpot compilation log.

Reads the XML that -XX:+UnlockDiagnosticVMOptions -XX:+LogCompilation -XX:LogFile=FILE writes, and prints, for every
C2 compilation that parsed putMapEntries (compiled on its own, or inlined into a caller): when, under which root, and
for each of the map calls it makes (size, entrySet, iterator, hasNext, next, getKey, getValue) the receiver classes
its type profile held and whether C2 inlined the call or left it a virtual call. Then every C2 call to putMapEntries
from another method, and whether it was inlined. See README.md for the commands that wrote the logs.

    python3 extract.py app.xml > app.txt
"""
import html
import re
import sys

ATTR = re.compile(r"(\w+)='([^']*)'")
SITES = {'1': 'size', '98': 'entrySet', '103': 'iterator', '112': 'hasNext', '122': 'next', '134': 'getKey',
         '143': 'getValue'}
TARGET = 'java.util.HashMap.putMapEntries'


def attrs(line):
    return dict(ATTR.findall(line))


def c2_tasks(path):
    """Each C2 task (C1's carry a level) as the list of its lines."""
    task = None
    with open(path, errors='replace') as f:
        for line in f:
            line = line.strip()
            if line.startswith('<task '):
                task = [line] if 'level=' not in line else None
            elif task is not None:
                task.append(line)
                if line.startswith('</task>'):
                    yield task
                    task = None


def decisions(task):
    """The task's root and stamp, what it decided at putMapEntries' map calls, and its calls to putMapEntries."""
    head = attrs(task[0])
    klasses, methods, stack = {}, {}, []
    sites, callers = [], []
    bci, site, caller = None, None, None
    for line in task[1:]:
        if line.startswith('<klass '):
            a = attrs(line)
            klasses[a['id']] = a['name']
        elif line.startswith('<method '):
            a = attrs(line)
            methods[a['id']] = klasses.get(a['holder'], '?') + '.' + html.unescape(a['name'])
        elif line.startswith('<parse '):
            stack.append(methods.get(attrs(line)['method'], '?'))
            site = caller = None
        elif line.startswith('</parse>'):
            if stack:
                stack.pop()
            site = caller = None
        elif line.startswith('<bc '):
            bci = attrs(line).get('bci')
            site = caller = None
        elif line.startswith('<call '):
            a = attrs(line)
            inside = bool(stack) and stack[-1] == TARGET and bci in SITES
            if inside and a.get('virtual') == '1':
                seen = ['%s %s' % (klasses.get(a[k], a[k]), a[k + '_count'])
                        for k in ('receiver', 'receiver2') if k in a]
                counted = sum(int(a.get(k + '_count', '0')) for k in ('receiver', 'receiver2'))
                site = {'name': SITES[bci], 'count': a.get('count'), 'seen': seen,
                        'others': int(a.get('count', '0')) - counted if seen else 0, 'how': None}
                sites.append(site)
            elif inside and site is None:
                # not a virtual call: its receiver's class is known here (an earlier type check), so bound statically
                site = {'name': SITES[bci], 'count': a.get('count'), 'seen': [], 'others': 0,
                        'how': 'bound statically'}
                sites.append(site)
            elif methods.get(a['method']) == TARGET and stack:
                caller = [' < '.join(reversed(stack[-3:])), None]
                callers.append(caller)
        elif line.startswith('<predicted_call') and site is not None and site['how'] is None:
            site['how'] = 'inlined behind a type check'
        elif line.startswith('<virtual_call') and site is not None:
            site['how'] = 'left a virtual call'
        elif line.startswith('<inline_fail') or line.startswith('<inline_success'):
            reason = attrs(line).get('reason', '')
            if caller is not None and caller[1] is None:
                caller[1] = reason
            if site is not None and site['how'] == 'bound statically':
                site['how'] = 'bound statically, ' + reason
    return head, sites, callers


def main(path):
    for task in c2_tasks(path):
        head, sites, callers = decisions(task)
        if not sites and not callers:
            continue
        root = html.unescape(head['method'].split(' (')[0])
        print('C2 compile %s at %s s, root %s' % (head['compile_id'], head['stamp'], root))
        lines = []
        for site in sites:
            lines.append('  putMapEntries %-8s calls %6s, profile: %s%s -> %s' % (
                site['name'], site['count'], ', '.join(site['seen']) or '-',
                ', others %d' % site['others'] if site['others'] > 0 else '', site['how']))
        for where, reason in callers:
            lines.append('  calls putMapEntries from %s -> %s' % (where, reason))
        # C2 may parse a method twice in one task (a retry, a loop's header): each decision once, in order
        for line in dict.fromkeys(lines):
            print(line)


if __name__ == '__main__':
    main(sys.argv[1])
