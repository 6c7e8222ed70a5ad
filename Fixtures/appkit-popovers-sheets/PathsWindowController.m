#import "PathsWindowController.h"

@implementation PathsWindowController
@end
