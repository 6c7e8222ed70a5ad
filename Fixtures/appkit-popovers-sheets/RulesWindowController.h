#import <Cocoa/Cocoa.h>

@class PathsWindowController;

@interface RulesWindowController : NSWindowController
@property(strong) PathsWindowController *pathsWindowController;
- (IBAction)showPaths:(id)sender;
@end
