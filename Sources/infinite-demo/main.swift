print("infinite-demo: storyboard coming with the demo issue")
