#ifndef TIDE_MODEL_H
#define TIDE_MODEL_H

#include <stdint.h>

#if defined(__cplusplus)
extern "C" {
#endif

typedef struct {
    double amplitude;
    double phase;
} tide_constituent;

#define TIDE_API __attribute__((visibility("default")))

TIDE_API double tide_height(const tide_constituent *constituents, uint32_t count, double hours);

#if defined(__cplusplus)
}
#endif

#endif
