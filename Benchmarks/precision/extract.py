#!/usr/bin/env python3
"""Extract HEAD of a bare mirror into DEST, skipping blobs that are absent (large files) and submodules."""
import os, subprocess, sys
repo, dest = sys.argv[1], sys.argv[2]
out = subprocess.run(["git", f"--git-dir={repo}", "ls-tree", "-r", "-z", "HEAD"], capture_output=True, check=True).stdout
entries = [e for e in out.split(b"\0") if e]
blobs = []
for e in entries:
    meta, path = e.split(b"\t", 1)
    mode, kind, sha = meta.split()
    if kind != b"blob" or mode == b"120000":
        continue
    blobs.append((sha.decode(), path.decode("utf-8", "replace")))
p = subprocess.Popen(["git", f"--git-dir={repo}", "cat-file", "--batch"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
missing = 0
for sha, path in blobs:
    p.stdin.write((sha + "\n").encode()); p.stdin.flush()
    header = p.stdout.readline().split()
    if len(header) < 3 or header[1] == b"missing":
        missing += 1; continue
    size = int(header[2]); data = p.stdout.read(size); p.stdout.read(1)
    target = os.path.join(dest, path)
    os.makedirs(os.path.dirname(target), exist_ok=True)
    with open(target, "wb") as f: f.write(data)
p.stdin.close(); p.wait()
print(f"{len(blobs) - missing} files, {missing} missing", file=sys.stderr)
