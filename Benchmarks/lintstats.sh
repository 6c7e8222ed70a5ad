#!/bin/bash
# usage: Benchmarks/lintstats.sh LEGIBLE OUT APP... : zero-config `legible lint` output figures per whole repository
# (run from the folder holding the apps, or give their full paths). One line per app:
#   rc          lint's exit code (0/1; 2 only with a broken palette input)
#   lines/wide  lines of the default text output, and lines wider than 160 characters
#   annotations '::' lines of --format github
#   sarif       results, then results repeating another's rule, file, line AND pair (partialFingerprints: rule, colors,
#               origins, element), which must be 0, then results sharing rule, file and line with another of a
#               different pair (two pairs shown by one line: fine)
#   md          bytes of --format markdown (GitHub's job summary limit is 1 MiB)
#   guessedrows guess-… rule ids in the text output
L=$1; OUT=$2; shift 2
T=$(mktemp -d); trap 'rm -rf "$T"' EXIT
for a in "$@"; do
  commit=$(git -C "$a" rev-parse --short HEAD 2>/dev/null || echo "-")
  "$L" lint "$a" > $T/ls.txt 2>$T/ls.err; rc=$?
  lines=$(wc -l < $T/ls.txt)
  wide=$(python3 -c "print(sum(1 for l in open('$T/ls.txt', encoding='utf-8', errors='replace') if len(l.rstrip(chr(10)))>160))")
  "$L" lint "$a" --format github > $T/ls.gh 2>/dev/null; ann=$(grep -c '^::' $T/ls.gh)
  "$L" lint "$a" --format sarif > $T/ls.sarif 2>/dev/null
  sarif=$(python3 -c "
import json,collections
rs=json.load(open('$T/ls.sarif'))['runs'][0]['results']
line=collections.Counter(); pair=collections.Counter()
for r in rs:
  loc=r['locations'][0]['physicalLocation']
  k=(r['ruleId'],loc['artifactLocation']['uri'],loc['region']['startLine'])
  line[k]+=1; pair[k+(r.get('partialFingerprints',{}).get('legibleFinding/v1'),)]+=1
print(len(rs), sum(v-1 for v in pair.values()), sum(v-1 for v in line.values())-sum(v-1 for v in pair.values()))
" 2>&1 | tail -1)
  "$L" lint "$a" --format markdown > $T/ls.md 2>/dev/null; md=$(wc -c < $T/ls.md)
  guessed=$(grep -o "guess-[a-z0-9-]*" $T/ls.txt | wc -l)
  echo "$(basename "$a") $commit rc=$rc lines=$lines wide=$wide annotations=$ann sarif(results,repeats,samelinepairs)=$sarif md=$md guessedrows=$guessed$( [ $rc = 2 ] && echo " error: $(grep -m1 error $T/ls.err)")" >> "$OUT"
done
