"""Online play with no server: signalling codes, messages and the host's authority."""
