# tests/precision.mk -- the two precisions, side by side; included by the
# top Makefile. Needs B, CC, CFLAGS, WARN, LIBS and the library rules.
#
#   make check-precision   the float and double builds have disjoint symbols,
#                          every public function has its float name, a
#                          mismatched program fails to link, and make install
#                          (into a scratch DESTDIR) installs both builds
#   make far               how far results move when the same cases sit far
#                          from the origin (the table in "Far from the origin")

.PHONY: check-precision far

check-precision: $(LIBS) $(B)/intersect.o $(B)/intersectf.o tests/check-precision.sh \
                 tests/calls.h README.md
	CC="$(CC)" MAKE="$(MAKE)" sh tests/check-precision.sh $(B)

# property_range and far share tests/calls.h.
$(B)/test-property_range $(B)/test-property_range-float $(B)/test-property_range-san: tests/calls.h

$(B)/far: tests/far.c tests/calls.h $(B)/intersect.h $(B)/intersect.c
	$(CC) $(CFLAGS) $(WARN) -I$(B) -o $@ tests/far.c $(B)/intersect.c -lm

$(B)/far-float: tests/far.c tests/calls.h $(B)/intersect.h $(B)/intersect.c
	$(CC) $(CFLAGS) $(WARN) -DISECT_FLOAT -I$(B) -o $@ tests/far.c $(B)/intersect.c -lm

far: $(B)/far $(B)/far-float
	@$(B)/far
	@$(B)/far-float
