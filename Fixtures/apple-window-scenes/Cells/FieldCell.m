#import "FieldCell.h"

@implementation FieldCell
@end
