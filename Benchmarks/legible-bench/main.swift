print("legible-bench")
