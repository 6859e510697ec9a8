/* scenes.h: the page's figures, one scene each, built by calling the
   library (see scenes.c). No libc. */
#ifndef SCENES_H
#define SCENES_H

#include "draw.h"

typedef struct scene_entry {
    const char *name;                 /* the figure's name: NAME.svg */
    void (*build)(draw_scene *s);     /* fills in the scene */
} scene_entry;

extern const scene_entry scene_list[];
extern const int scene_count;

/* The scene called name, or NULL. */
const scene_entry *scene_find(const char *name);

#endif /* SCENES_H */
