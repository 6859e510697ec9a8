# tests/install.mk -- make install, used the way README.md says; included by
# the top Makefile.
#
#   make check-install   installs into a scratch DESTDIR and PREFIX, checks
#                        the files (headers, both builds, sonames, links,
#                        pkg-config files, the book) and the version, builds
#                        a C and a C++ program with pkg-config for intersect
#                        and intersectf and runs them, links one with -rpath
#                        into a private prefix, then uninstalls and checks
#                        nothing is left (tests/check-install.sh)

.PHONY: check-install
check-install: $(LIBS) $(B)/download/intersect.h $(SINGLE) VERSION \
               tests/check-install.sh tests/install_use.c | $(B)/setup.ok
	CC="$(CC)" CXX="$(CXX)" MAKE="$(MAKE)" sh tests/check-install.sh
