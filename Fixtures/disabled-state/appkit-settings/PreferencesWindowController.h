#import <Cocoa/Cocoa.h>

@interface PreferencesWindowController : NSWindowController
@end
