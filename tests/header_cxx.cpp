// header_cxx.cpp -- intersect.h used from C++ (make check-warnings).
// It links against the library compiled as C: without the header's
// extern "C" guards the names would be mangled and the link would fail.
#include "intersect.h"

int main()
{
    isect_aabb box = {{0, 0}, {2, 2}};
    isect_vec p = isect_v(1, 0.5);
    isect_hit hit;
    // (1, 0.5) is inside: px = 1, py = 1.5, out through +x
    if (!isect_aabb_point(box, p, &hit)) return 1;
    return hit.normal.x == 1 && hit.normal.y == 0 ? 0 : 1;
}
