/* SPDX-License-Identifier: MIT */
/* Version and status messages: static data only. */
#include "safari.h"

uint32_t safari_version_number(void)
{
    return SAFARI_VERSION_NUMBER;
}

const char *safari_version_string(void)
{
    return SAFARI_VERSION_STRING;
}

const char *safari_strerror(int status)
{
    switch (status) {
#define SAFARI_STATUS_CASE_(name, value, msg) \
    case value:                               \
        return msg;
        SAFARI_STATUS_MAP(SAFARI_STATUS_CASE_)
#undef SAFARI_STATUS_CASE_
    default:
        return "unknown error";
    }
}
