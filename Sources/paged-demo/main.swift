print("paged-demo: coming soon")
